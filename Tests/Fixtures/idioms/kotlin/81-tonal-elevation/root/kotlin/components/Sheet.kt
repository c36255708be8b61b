package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import demo.theme.Theme
import kotlin.math.ln

enum class SheetLevel(val elevation: Dp) { Flat(0.dp), Raised(3.dp) }

/** Tonal elevation: in dark mode an ink overlay whose alpha grows with the log of the elevation. */
@Composable
internal fun tonal(base: Color, elevation: Dp): Color =
    if (!MaterialTheme.colors.isLight && elevation > 0.dp) {
        val alpha = (4.5f * ln(elevation.value + 1f) + 2f) / 100f
        Theme.colors.ink.copy(alpha = alpha).compositeOver(base)
    } else {
        base
    }

@Composable
fun Sheet(level: SheetLevel = SheetLevel.Flat, modifier: Modifier = Modifier) {
    Box(modifier.background(tonal(Theme.colors.paper, level.elevation)).padding(16.dp))
}
