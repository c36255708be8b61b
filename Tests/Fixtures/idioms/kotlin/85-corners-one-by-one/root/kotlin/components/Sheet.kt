package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

enum class SheetEdge { Floating, Docked }

/** A floating sheet rounds every corner; a docked one only the corners away from the edge. */
@Composable
fun Sheet(edge: SheetEdge = SheetEdge.Floating, modifier: Modifier = Modifier) {
    val shape = when (edge) {
        SheetEdge.Floating -> RoundedCornerShape(topStart = 16.dp, topEnd = 16.dp, bottomEnd = 16.dp, bottomStart = 16.dp)
        SheetEdge.Docked -> RoundedCornerShape(16.dp, 16.dp, 0.dp, 0.dp)
    }
    Box(modifier.background(Theme.colors.paper, shape))
}
