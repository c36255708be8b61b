package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.material.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.unit.Dp
import demo.theme.Elevations
import demo.theme.Theme
import kotlin.math.ln

enum class PanelLevel(val elevation: Dp) { Flat(Elevations.Flat), Raised(Elevations.Raised) }

/** Elevation tokens: the shadow names one, and the dark overlay is computed from its value. */
@Composable
fun Panel(level: PanelLevel = PanelLevel.Flat, modifier: Modifier = Modifier) {
    val elevation = level.elevation
    val fill = if (!MaterialTheme.colors.isLight && elevation != Elevations.Flat) {
        Theme.colors.ink.copy(alpha = (4.5f * ln(elevation.value + 1f) + 2f) / 100f).compositeOver(Theme.colors.paper)
    } else {
        Theme.colors.paper
    }
    Box(modifier.shadow(elevation).background(fill))
}
