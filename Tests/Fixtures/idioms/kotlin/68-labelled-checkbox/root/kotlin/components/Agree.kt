package demo.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.material3.Checkbox
import androidx.compose.material3.CheckboxDefaults
import androidx.compose.material3.Text
import androidx.compose.material3.TriStateCheckbox
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.state.ToggleableState
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Theme

/** A labelled checkbox: the boolean overload hands a `ToggleableState(checked)` to the tri-state one. */
@Composable
fun Agree(label: String, checked: Boolean, onCheckedChange: ((Boolean) -> Unit)?, enabled: Boolean = true) {
    Agree(label = label, state = ToggleableState(checked), onClick = null, enabled = enabled)
}

@Composable
fun Agree(label: String, state: ToggleableState, onClick: (() -> Unit)?, enabled: Boolean = true) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        TriStateCheckbox(
            state = state,
            onClick = onClick,
            enabled = enabled,
            colors = CheckboxDefaults.colors(
                checkedColor = Theme.colors.ink,
                uncheckedColor = Theme.colors.inkFaint,
                checkmarkColor = Theme.colors.paper,
                disabledCheckedColor = Theme.colors.line,
                disabledUncheckedColor = Theme.colors.line,
            ),
        )
        Text(label, fontSize = 15.sp, color = Theme.colors.ink)
    }
}
