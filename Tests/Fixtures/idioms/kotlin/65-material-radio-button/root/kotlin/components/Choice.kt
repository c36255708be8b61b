package demo.ui

import androidx.compose.material3.RadioButton
import androidx.compose.material3.RadioButtonDefaults
import androidx.compose.runtime.Composable
import demo.theme.Theme

/** A choice in a list: Material's radio button in the brand colors. */
@Composable
fun Choice(selected: Boolean, onClick: (() -> Unit)?, enabled: Boolean = true) {
    val colors = RadioButtonDefaults.colors(
        selectedColor = Theme.colors.brand,
        unselectedColor = Theme.colors.inkFaint,
        disabledSelectedColor = Theme.colors.brandDim,
        disabledUnselectedColor = Theme.colors.line,
    )
    RadioButton(selected = selected, onClick = onClick, enabled = enabled, colors = colors)
}
