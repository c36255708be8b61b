package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.theme.DemoTheme.colors

class ChipColors(val container: Color, val content: Color)

@Composable
fun Chip(selected: Boolean = false) {
    val colors = ChipColors(container = Color(0xFFE8DEF8), content = Color(0xFF1D192B))
    Box(Modifier.background(if (selected) colors.container else Color(0xFFFFFBFE)))
}
