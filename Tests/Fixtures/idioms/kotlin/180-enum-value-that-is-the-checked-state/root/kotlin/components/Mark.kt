package acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** What the box shows: nothing, a tick, or a bar for a partly chosen group. */
enum class Selection { Off, On, Mixed }

@Composable
fun Mark(selection: Selection, enabled: Boolean = true) {
    val fill = when (selection) {
        Selection.Off -> Color(0xFFFFFFFF)
        Selection.On -> if (enabled) Color(0xFF0A84FF) else Color(0xFFC7C7CC)
        Selection.Mixed -> Color(0xFF5E5CE6)
    }
    Box(
        Modifier
            .size(18.dp)
            .background(fill, RoundedCornerShape(4.dp))
            .border(1.dp, if (selection == Selection.Off) Color(0xFFC7C7CC) else fill, RoundedCornerShape(4.dp)),
    )
}
