package demo.lists

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Theme

/** A list heading; what trails it is the caller's. */
@Composable
fun Heading(text: String, modifier: Modifier = Modifier, trailing: (@Composable RowScope.() -> Unit)? = null) {
    Row(modifier.padding(horizontal = 16.dp, vertical = 8.dp)) {
        BasicText(text, style = TextStyle(fontSize = 12.sp, color = Theme.colors.inkFaint))
        trailing?.invoke(this)
    }
}

/** A list heading with a link after it. */
@Composable
fun Heading(text: String, link: String, onLink: () -> Unit, modifier: Modifier = Modifier) {
    Heading(text, modifier) {
        BasicText(link, style = TextStyle(fontSize = 13.sp, color = Theme.colors.brand))
    }
}
