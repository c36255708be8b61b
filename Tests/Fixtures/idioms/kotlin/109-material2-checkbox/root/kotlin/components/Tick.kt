package acme.tick

import androidx.compose.foundation.layout.Row
import androidx.compose.material.Checkbox
import androidx.compose.material.CheckboxDefaults
import androidx.compose.material.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** Material 2's checkbox: one disabled color for the box and its border, checked or not. */
@Composable
fun Tick(label: String, checked: Boolean, onChange: (Boolean) -> Unit, enabled: Boolean = true) {
    Row {
        Checkbox(
            checked = checked,
            onCheckedChange = onChange,
            enabled = enabled,
            colors = CheckboxDefaults.colors(
                checkedColor = Color(0xFF059669),
                uncheckedColor = Color(0xFF6B7280),
                checkmarkColor = Color(0xFFFFFFFF),
                disabledColor = Color(0xFFD1D5DB),
            ),
        )
        Text(label)
    }
}
