package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import demo.theme.Theme

enum class ChipSize { Small, Medium, Large }

// Branches of several conditions written with a trailing comma, as Kotlin allows.
private val ChipSize.height: Dp
    get() = when (this) {
        ChipSize.Small,
        ChipSize.Medium,
        -> 28.dp
        ChipSize.Large,
        -> 36.dp
    }

@Composable
fun Chip(size: ChipSize = ChipSize.Medium, modifier: Modifier = Modifier) {
    Box(modifier.height(size.height).background(Theme.colors.brand))
}
