package demo.components

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** One pip of a signal-strength meter: filled when reached, faint otherwise. */
@Composable
fun LevelPip(reached: Boolean, enabled: Boolean = true) {
    val fill = when {
        !enabled -> Theme.colors.line
        reached -> Theme.colors.brand
        else -> Theme.colors.inkFaint
    }
    Canvas(Modifier.size(width = 12.dp, height = 4.dp)) {
        drawRoundRect(color = fill, cornerRadius = CornerRadius(2.dp.toPx()))
    }
}
