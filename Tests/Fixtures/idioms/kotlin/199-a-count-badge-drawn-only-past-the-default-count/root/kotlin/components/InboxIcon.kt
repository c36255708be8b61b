package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.Icon
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** An inbox glyph with the number of unread messages on its corner, when there are any. */
@Composable
fun InboxIcon(glyph: ImageVector, unread: Int = 0) {
    Box {
        Icon(glyph, contentDescription = null, modifier = Modifier.size(24.dp), tint = Color(0xFF3C3C43))
        if (unread > 0) {
            BasicText(
                text = if (unread > 9) "9+" else "$unread",
                modifier = Modifier.align(Alignment.TopEnd)
                    .background(Color(0xFFFF3B30), RoundedCornerShape(8.dp))
                    .padding(horizontal = 4.dp),
                style = TextStyle(color = Color.White, fontSize = 11.sp),
            )
        }
    }
}
