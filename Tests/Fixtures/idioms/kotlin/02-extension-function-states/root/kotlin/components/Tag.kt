package demo.tags

import androidx.compose.foundation.background
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.theme.Palette
import demo.theme.Theme

enum class Tone { Brand, Neutral }

/** The fill of a tone: a function of the palette and the states. */
fun Tone.fill(palette: Palette, pressed: Boolean, enabled: Boolean): Color = when (this) {
    Tone.Brand -> when {
        !enabled -> palette.line
        pressed -> palette.brandDim
        else -> palette.brand
    }
    Tone.Neutral -> if (enabled) palette.paper else palette.line
}

@Composable
fun Tag(tone: Tone = Tone.Brand, enabled: Boolean = true) {
    val source = remember { MutableInteractionSource() }
    val isPressed by source.collectIsPressedAsState()
    Box(Modifier.background(tone.fill(Theme.colors, isPressed, enabled)))
}
