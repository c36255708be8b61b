package demo.components

import androidx.compose.material3.Icon
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.Switch
import androidx.compose.material3.SwitchDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector
import demo.theme.Inks

/** The project's glyph: tinted with the content color unless told otherwise. */
@Composable
fun Glyph(image: ImageVector, tint: Color = LocalContentColor.current) {
    Icon(imageVector = image, contentDescription = null, tint = tint)
}

/** A lever: Material's switch with a glyph in its thumb, colored by the switch. */
@Composable
fun Lever(checked: Boolean, glyph: ImageVector, enabled: Boolean = true) {
    Switch(
        checked = checked,
        onCheckedChange = null,
        enabled = enabled,
        colors = SwitchDefaults.colors(
            checkedTrackColor = Inks.sea,
            checkedThumbColor = Inks.chalk,
            checkedIconColor = Inks.sea,
            uncheckedIconColor = Inks.chalk,
            uncheckedThumbColor = Inks.stone,
        ),
        thumbContent = { Glyph(image = glyph) },
    )
}
