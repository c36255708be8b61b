package acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** The tint a chip hands the glyph its caller draws in its icon slot. */
val LocalChipGlyphColor = staticCompositionLocalOf<Color> { Color.Black }

enum class ChipTone { Neutral, Positive }

@Composable
fun Chip(
    label: String,
    tone: ChipTone = ChipTone.Neutral,
    icon: (@Composable () -> Unit)? = null,
) {
    val ink = if (tone == ChipTone.Positive) Color(0xFF1E7B34) else Color(0xFF3A3A3C)
    Row(
        Modifier.background(Color(0xFFF2F2F7), RoundedCornerShape(8.dp)).padding(horizontal = 10.dp),
        horizontalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        if (icon != null) {
            Box(Modifier.size(14.dp)) {
                CompositionLocalProvider(LocalChipGlyphColor provides ink, content = icon)
            }
        }
        BasicText(label, style = TextStyle(fontSize = 13.sp, color = ink))
    }
}
