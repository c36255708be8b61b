package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Studio
import demo.theme.asDanger
import demo.theme.asSuccess
import demo.theme.onColor

enum class TagKind { Brand, Success, Danger }

/** A tag in one of the palette's accents: the theme's own functions swap the accent in. */
@Composable
fun Tag(label: String, kind: TagKind = TagKind.Brand, modifier: Modifier = Modifier) {
    val palette = when (kind) {
        TagKind.Brand -> Studio.colors
        TagKind.Success -> Studio.colors.asSuccess()
        TagKind.Danger -> Studio.colors.asDanger()
    }
    val fill = palette.brand.fill
    Box(modifier.background(fill, RoundedCornerShape(4.dp)).padding(horizontal = 8.dp, vertical = 2.dp)) {
        Text(label, color = palette.onColor(fill))
    }
}
