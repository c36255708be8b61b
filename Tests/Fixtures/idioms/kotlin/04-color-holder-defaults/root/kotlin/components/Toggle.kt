package demo.toggles

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.theme.Theme

@Immutable
data class ToggleColors(
    val container: Color,
    val disabledContainer: Color,
    val checkedContainer: Color,
) {
    fun container(enabled: Boolean, checked: Boolean): Color = when {
        !enabled -> disabledContainer
        checked -> checkedContainer
        else -> container
    }
}

object ToggleDefaults {
    fun colors(
        container: Color = Theme.colors.paper,
        disabledContainer: Color = Theme.colors.line,
        checkedContainer: Color = Theme.colors.brand,
    ) = ToggleColors(container, disabledContainer, checkedContainer)
}

@Composable
fun Toggle(
    checked: Boolean,
    enabled: Boolean = true,
    colors: ToggleColors = ToggleDefaults.colors(),
) {
    Box(Modifier.background(colors.container(enabled, checked)))
}
