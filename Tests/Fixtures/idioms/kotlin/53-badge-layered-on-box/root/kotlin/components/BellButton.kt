package x

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Notifications
import androidx.compose.material3.Icon
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A round bell button with an unread dot laid over its corner: the outer box only stacks the two. */
@Composable
fun BellButton(unread: Boolean, modifier: Modifier = Modifier) {
    Box(modifier) {
        Box(
            Modifier.size(36.dp).clip(CircleShape).background(Color(0xFFEEF2FF)),
            contentAlignment = Alignment.Center,
        ) {
            Icon(Icons.Filled.Notifications, contentDescription = null, tint = Color(0xFF4338CA), modifier = Modifier.size(20.dp))
        }
        if (unread) UnreadBadge(Modifier.align(Alignment.TopEnd).offset(x = 2.dp, y = (-2).dp))
    }
}

@Composable
private fun UnreadBadge(modifier: Modifier) {
    Box(modifier.size(10.dp).background(Color(0xFFDC2626), CircleShape))
}
