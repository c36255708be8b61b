package x

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class ChipStatus { Neutral, Alert }

/** The outline color, read in composition (a `@Composable` getter with a block body). */
private val ChipStatus.outline: Color
    @Composable get() {
        val strong = Color(0xFFB91C1C)
        return when (this) {
            ChipStatus.Neutral -> Color(0xFF9CA3AF)
            ChipStatus.Alert -> strong
        }
    }

private val ChipStatus.fill: Color
    get() = when (this) {
        ChipStatus.Neutral -> Color(0xFFF3F4F6)
        ChipStatus.Alert -> Color(0xFFFEE2E2)
    }

@Composable
fun StatusChip(label: String, status: ChipStatus = ChipStatus.Neutral) {
    val shape = RoundedCornerShape(6.dp)
    Box(Modifier.background(status.fill, shape).border(1.dp, status.outline, shape))
}
