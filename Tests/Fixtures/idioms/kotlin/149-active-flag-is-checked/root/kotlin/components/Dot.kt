package demo.paging

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** One dot of a pager: the current page's is wider and filled with the brand color. */
@Composable
fun Dot(isActive: Boolean, modifier: Modifier = Modifier) {
    val palette = Theme.colors
    Box(
        modifier
            .size(width = if (isActive) 18.dp else 6.dp, height = 6.dp)
            .background(if (isActive) palette.brand else palette.line, CircleShape),
    )
}
