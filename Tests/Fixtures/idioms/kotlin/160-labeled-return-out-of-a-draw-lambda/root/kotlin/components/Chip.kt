package demo.components

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import demo.theme.Theme

enum class ChipTone { Solid, Outlined }

private fun ChipTone.outline(): Color? = when (this) {
    ChipTone.Solid -> null
    ChipTone.Outlined -> Theme.colors.line
}

/** Paints the chip's plate, and its outline where the tone has one. */
private fun Modifier.chipPlate(tone: ChipTone): Modifier = drawBehind {
    val corner = CornerRadius(8.dp.toPx())
    drawRoundRect(Theme.colors.paper, cornerRadius = corner)
    val outline = tone.outline() ?: return@drawBehind
    drawRoundRect(outline, cornerRadius = corner, style = Stroke(width = 1.dp.toPx()))
}

@Composable
fun Chip(label: String, tone: ChipTone = ChipTone.Solid, modifier: Modifier = Modifier) {
    Box(modifier.chipPlate(tone).padding(horizontal = 10.dp, vertical = 4.dp)) {
        Text(label, color = Theme.colors.ink)
    }
}
