package demo.heart

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.GenericShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** A diamond outline: the glyph is the shape the box is painted in. */
private val Diamond = GenericShape { size, _ ->
    moveTo(size.width / 2f, 0f)
    lineTo(size.width, size.height / 2f)
    lineTo(size.width / 2f, size.height)
    lineTo(0f, size.height / 2f)
    close()
}

@Composable
fun Heart(liked: Boolean = false) {
    val palette = Theme.colors
    Box(Modifier.size(18.dp).background(if (liked) palette.alert else palette.inkFaint, Diamond))
}
