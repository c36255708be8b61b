package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.unit.dp
import demo.theme.KitTheme

/** A pad whose disabled fill is the accent at the theme's own alpha, painted over the surface. */
@Composable
fun Pad(enabled: Boolean = true) {
    val colors = KitTheme.colors
    val fill = if (enabled) colors.accent else colors.accent.copy(alpha = colors.dim).compositeOver(colors.surface)
    Box(Modifier.size(24.dp).background(fill))
}
