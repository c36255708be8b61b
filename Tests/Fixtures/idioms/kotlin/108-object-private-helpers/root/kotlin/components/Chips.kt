package acme.chips

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.material.ContentAlpha
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp

/** Kinds as functions of an object that share its private helpers, called by their bare names. */
object Chips {
    private val ChipHeight = 32.dp

    @Composable
    fun Outline(label: String, enabled: Boolean = true) = Body(label, enabled, filled = false)

    @Composable
    fun Filled(label: String, enabled: Boolean = true) = Body(label, enabled, filled = true)

    private fun fillFor(filled: Boolean): Color = if (filled) Color(0xFFEDE9FE) else Color.Transparent

    @Composable
    private fun Body(label: String, enabled: Boolean, filled: Boolean) {
        val ink = if (enabled.not()) Color(0xFF5B21B6).copy(alpha = ContentAlpha.disabled) else Color(0xFF5B21B6)
        Box(Modifier.height(ChipHeight).background(fillFor(filled), RoundedCornerShape(50)).padding(horizontal = 12.dp)) {
            BasicText(label, style = TextStyle(color = ink))
        }
    }
}
