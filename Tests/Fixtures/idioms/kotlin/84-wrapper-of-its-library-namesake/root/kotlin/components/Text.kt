package demo.ui

import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.Text
import androidx.compose.material3.TextFieldDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import demo.theme.Theme

/**
 * The design system's text: Material's `Text`, which this file imports by the same name (an
 * explicit import wins over the file's own declaration), in the ink color, as wide as a field.
 */
@Composable
fun Text(text: String, modifier: Modifier = Modifier) {
    @Suppress("DEPRECATION")
    Text(
        text,
        modifier.widthIn(min = TextFieldDefaults.MinWidth),
        style = LocalTextStyle.current.merge(TextStyle(Theme.colors.ink)),
    )
}
