package demo.stamp

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A stamp's sizes: each object made with its side and corner. */
sealed class StampSize(val side: Dp, val corner: Dp) {
    data object Small : StampSize(side = 24.dp, corner = 4.dp)
    data object Large : StampSize(40.dp, 8.dp)
}

@Composable
fun Stamp(size: StampSize = StampSize.Large) {
    Box(Modifier.size(size.side).background(Color(0xFFFFF4E5), RoundedCornerShape(size.corner)))
}
