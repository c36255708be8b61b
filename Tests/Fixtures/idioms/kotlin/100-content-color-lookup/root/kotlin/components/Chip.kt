package acme.chips

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.text.font.FontWeight
import acme.theme.Kit
import acme.theme.inkOn

enum class ChipTone { Accent, Neutral }

@Composable
fun Chip(label: String, tone: ChipTone = ChipTone.Accent) {
    val fill = when (tone) {
        ChipTone.Accent -> Kit.colors.accent
        ChipTone.Neutral -> Kit.colors.neutral
    }
    val style = Kit.small.copy(fontWeight = FontWeight.Bold)
    val ink = style.color.takeOrElse { Kit.colors.inkOn(fill) }
    Box(Modifier.background(fill)) {
        BasicText(label, style = style.copy(color = ink))
    }
}
