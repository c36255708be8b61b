package demo.components

import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

private val Muted = Color(0xFF8E8E93)
private val Warning = Color(0xFFFF9500)
private val Error = Color(0xFFFF3B30)

/** The count under a message field: amber near the limit, red past it. */
@Composable
fun CharacterCount(message: String, maxLength: Int = 280) {
    val remaining = maxLength - message.length
    val tint = when {
        message.length > maxLength -> Error
        remaining < 20 -> Warning
        else -> Muted
    }
    BasicText(
        text = "$remaining",
        style = TextStyle(color = tint, fontSize = 12.sp),
    )
}
