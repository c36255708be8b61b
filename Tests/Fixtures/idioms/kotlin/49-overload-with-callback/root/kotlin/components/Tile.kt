package x

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

@Composable
fun Tile(selected: Boolean, onClick: () -> Unit, caption: String? = null, title: @Composable () -> Unit) {
    Row {
        CompositionLocalProvider(LocalContentStyle provides TextStyle(fontSize = 15.sp, color = Color(0xFF112233))) {
            title()
        }
        if (caption != null) {
            BasicText(text = caption, style = TextStyle(fontSize = 12.sp, color = Color(0xFF445566)))
        }
    }
}

@Composable
fun Tile(title: String, selected: Boolean, onClick: () -> Unit, caption: String? = null) {
    Tile(selected = selected, onClick = onClick, caption = caption) {
        BasicText(title, style = LocalContentStyle.current)
    }
}
