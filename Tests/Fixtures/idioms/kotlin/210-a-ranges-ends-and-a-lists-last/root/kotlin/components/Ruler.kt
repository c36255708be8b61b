package demo.ruler

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Ticks = listOf(2.dp, 4.dp, 6.dp)

/** A ruler as long as its range, as tall as its tallest tick. */
@Composable
fun Ruler(valueRange: ClosedFloatingPointRange<Float> = 0f..12f) {
    val span = valueRange.endInclusive - valueRange.start
    Box(Modifier.width(span * 8.dp).height(Ticks.last()).background(Color(0xFF8E8E93)))
}
