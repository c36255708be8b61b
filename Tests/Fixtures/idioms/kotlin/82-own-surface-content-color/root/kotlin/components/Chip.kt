package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.LocalTextStyle
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** The project's own surface: it provides its content color, as Material's Surface does. */
@Composable
fun Plate(color: Color, contentColor: Color, modifier: Modifier = Modifier, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalContentColor provides contentColor) {
        Box(modifier.background(color)) { content() }
    }
}

// A project text: its color, else its style's, else the content color provided to it.
@Composable
fun Label(text: String, color: Color = Color.Unspecified, style: TextStyle = LocalTextStyle.current) {
    val textColor = color.takeOrElse { style.color.takeOrElse { LocalContentColor.current } }
    BasicText(text, style = style.merge(color = textColor))
}

@Composable
fun Chip(label: String) {
    Plate(color = Theme.colors.brand, contentColor = Theme.colors.paper) {
        Row(Modifier.padding(8.dp)) { Label(label) }
    }
}
