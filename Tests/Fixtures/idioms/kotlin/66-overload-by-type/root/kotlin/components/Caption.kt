package demo.ui

import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Theme

/** A caption of plain text: the overload of annotated text draws it (same labels, another type). */
@Composable
fun Caption(text: String, modifier: Modifier = Modifier, tone: Color = Theme.colors.inkFaint) {
    Caption(text = AnnotatedString(text), modifier = modifier, tone = tone)
}

@Composable
fun Caption(text: AnnotatedString, modifier: Modifier = Modifier, tone: Color = Theme.colors.inkFaint) {
    BasicText(
        text = text,
        modifier = modifier.padding(horizontal = 6.dp),
        style = TextStyle(fontSize = 12.sp, lineHeight = 16.sp, color = tone),
    )
}
