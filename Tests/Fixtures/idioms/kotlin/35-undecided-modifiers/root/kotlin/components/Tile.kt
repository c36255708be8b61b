package demo.tiles

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/**
 * A tile whose outline and click handling the caller decides: the border is set only when
 * `outline` is passed, so its values are unresolved (parity cannot know them), not absent.
 */
@Composable
fun Tile(
    title: String,
    modifier: Modifier = Modifier,
    outline: BorderStroke? = null,
    onClick: (() -> Unit)? = null,
) {
    val corners = RoundedCornerShape(10.dp)
    Column(
        modifier = modifier
            .then(if (onClick == null) Modifier else Modifier.clickable(onClick = onClick))
            .then(if (outline != null) Modifier.border(outline, corners) else Modifier)
            .background(Color(0xFFF9FAFB), corners)
            .padding(12.dp),
    ) {
        Text(title, color = Color(0xFF344054))
    }
}
