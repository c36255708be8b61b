package demo.pin

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Ink = Color(0xFF1C1C1E)
private val Hairline = Color(0xFFC7C7CC)
private val Muted = Color(0xFFE5E5EA)

/** The outline of a slot: muted while disabled, strong once it holds a character. */
private fun outline(enabled: Boolean, occupied: Boolean): Color = when {
    !enabled -> Muted
    occupied -> Ink
    else -> Hairline
}

/** One slot of a PIN entry: the character typed into it, if any. */
@Composable
fun PinSlot(char: Char?, enabled: Boolean = true) {
    Box(Modifier.size(40.dp).border(1.dp, outline(enabled, char != null), RoundedCornerShape(6.dp)))
}
