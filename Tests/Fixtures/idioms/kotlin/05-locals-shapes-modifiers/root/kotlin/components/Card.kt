package demo.cards

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.unit.dp
import demo.theme.Radius
import demo.theme.Theme

@Composable
fun Card(modifier: Modifier = Modifier, elevated: Boolean = false) {
    val outline = RoundedCornerShape(Radius.md)
    val fill = Theme.colors.paper
    val stroke = Theme.colors.line
    val base = Modifier.height(120.dp)
    Box(
        modifier = modifier
            .then(base)
            .clip(outline)
            .background(fill, outline)
            .border(1.dp, stroke, outline)
            .then(if (elevated) Modifier.height(128.dp) else Modifier),
    )
}
