package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** How much of an upload is done: a bar filled to the share sent. */
@Composable
fun UploadProgress(sent: Float, modifier: Modifier = Modifier) {
    val corners = RoundedCornerShape(2.dp)
    BoxWithConstraints(
        modifier.fillMaxWidth().height(4.dp).background(Color(0xFFE5E5EA), corners),
    ) {
        Box(
            Modifier
                .width(maxWidth * sent.coerceIn(0f, 1f))
                .fillMaxHeight()
                .background(Color(0xFF34C759), corners),
        )
    }
}
