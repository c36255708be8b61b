package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import demo.theme.Theme
import demo.theme.faded

/** A chip whose disabled fill is its own fill faded by a project extension property. */
@Composable
fun Chip(enabled: Boolean = true) {
    val fill = Theme.colors.brand
    Box(Modifier.background(if (enabled) fill else fill.faded))
}
