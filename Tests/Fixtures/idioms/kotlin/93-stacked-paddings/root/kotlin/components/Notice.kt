package demo.notice

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

enum class NoticeSize(val inset: Dp) { Sm(4.dp), Md(8.dp) }

/** A notice whose paddings stack: each `padding` pads what is inside it, so they add up per edge. */
@Composable
fun Notice(text: String, size: NoticeSize = NoticeSize.Md, modifier: Modifier = Modifier) {
    Row(
        modifier
            .background(Color(0xFFFFF4E5), RoundedCornerShape(8.dp))
            .padding(size.inset)
            .padding(start = 4.dp)
            .padding(horizontal = 2.dp),
    ) {
        Text(text, color = Color(0xFF7A4100))
    }
}
