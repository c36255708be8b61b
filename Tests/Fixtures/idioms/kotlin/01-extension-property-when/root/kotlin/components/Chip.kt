package demo.chips

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

enum class ChipSize { Tiny, Small, Medium, Large }

/** Small and Medium share a height; everything else falls to the `else` branch. */
val ChipSize.height: Dp
    get() = when (this) {
        ChipSize.Small, ChipSize.Medium -> 28.dp
        ChipSize.Tiny -> 20.dp
        else -> 36.dp
    }

@Composable
fun Chip(size: ChipSize = ChipSize.Medium) {
    Box(Modifier.height(size.height).background(Color(0xFF336699)))
}
