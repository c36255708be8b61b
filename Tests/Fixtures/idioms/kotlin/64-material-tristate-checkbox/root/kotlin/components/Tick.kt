package demo.ui

import androidx.compose.material3.CheckboxDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.state.ToggleableState
import demo.theme.Theme

/**
 * Material's tri-state checkbox, called with its package, in the brand colors; disabled, each
 * color faded over the paper (so it stays opaque).
 */
@Composable
fun Tick(state: ToggleableState, onClick: (() -> Unit)?, modifier: Modifier = Modifier, enabled: Boolean = true) {
    val palette = Theme.colors
    androidx.compose.material3.TriStateCheckbox(
        state = state,
        onClick = onClick,
        modifier = modifier,
        enabled = enabled,
        colors = CheckboxDefaults.colors(
            checkedColor = palette.brand,
            uncheckedColor = palette.line,
            checkmarkColor = palette.paper,
            disabledCheckedColor = palette.brand.copy(alpha = 0.4f).compositeOver(palette.paper),
            disabledUncheckedColor = palette.line.copy(alpha = 0.4f).compositeOver(palette.paper),
        ),
    )
}
