package demo.pick

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A tick box that dims its checked fill when disabled, instead of greying it out. */
@Composable
fun Tick(checked: Boolean, enabled: Boolean = true) {
    val fill = when {
        checked && !enabled -> Color(0x612E7D32)
        !enabled -> Color(0xFFEEEEEE)
        checked -> Color(0xFF2E7D32)
        else -> Color.White
    }
    Box(Modifier.size(18.dp).background(fill, RoundedCornerShape(4.dp)))
}
