package demo.ui

import androidx.compose.material3.Switch
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

object SwitchDefaults {
    @Composable
    fun colors(
        checkedTrackColor: Color,
        checkedThumbColor: Color = Color(0xFFFFFFFF),
        uncheckedTrackColor: Color = Color(0xFFE0E0E0),
        uncheckedThumbColor: Color = Color(0xFFFFFFFF),
    ): androidx.compose.material3.SwitchColors = androidx.compose.material3.SwitchDefaults.colors(
        checkedTrackColor = checkedTrackColor,
        checkedThumbColor = checkedThumbColor,
        uncheckedTrackColor = uncheckedTrackColor,
        uncheckedThumbColor = uncheckedThumbColor,
    )
}

@Composable
fun Toggle(checked: Boolean, onCheckedChange: (Boolean) -> Unit) {
    Switch(checked = checked, onCheckedChange = onCheckedChange, colors = SwitchDefaults.colors(checkedTrackColor = Color(0xFF2E7D32)))
}
