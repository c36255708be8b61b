package demo.components

import androidx.compose.material3.SwitchColors
import androidx.compose.material3.SwitchDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.theme.Hues
import androidx.compose.material3.Switch as LibrarySwitch

/** An on/off flip drawn by Material's switch with the colors of its holder. */
@Composable
fun Flip(
    checked: Boolean,
    onCheckedChange: ((Boolean) -> Unit)?,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: SwitchColors = flipColors(),
) {
    LibrarySwitch(
        checked = checked,
        onCheckedChange = onCheckedChange,
        modifier = modifier,
        enabled = enabled,
        colors = colors,
    )
}

@Composable
internal fun flipColors() = SwitchDefaults.colors(
    checkedTrackColor = Hues.lagoon,
    checkedThumbColor = Color.White,
    uncheckedThumbColor = Hues.slate,
    uncheckedBorderColor = Hues.slate,
    uncheckedTrackColor = Hues.mist,
    disabledUncheckedThumbColor = Hues.haze,
    disabledUncheckedBorderColor = Hues.haze,
    disabledCheckedTrackColor = Hues.haze,
)
