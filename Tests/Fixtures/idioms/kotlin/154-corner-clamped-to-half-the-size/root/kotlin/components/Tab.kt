package demo.tabs

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.unit.dp
import demo.theme.Radius
import demo.theme.Theme

/** A tab whose pill never rounds past half its height. */
@Composable
fun Tab(title: String, selected: Boolean = false) {
    val palette = Theme.colors
    Box(
        Modifier
            .height(32.dp)
            .drawBehind {
                val corner = CornerRadius(minOf(Radius.md.toPx(), size.minDimension / 2f))
                drawRoundRect(if (selected) palette.brand else palette.paper, cornerRadius = corner)
            }
            .padding(horizontal = 12.dp),
    ) {
        BasicText(title)
    }
}
