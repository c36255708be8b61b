package acme.pill

import androidx.compose.runtime.Composable
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

data class PillDimensions(val height: Dp, val inset: Dp, val type: TextStyle)

/** The sizes, as functions that build the dimensions (callers may override one). */
object PillSizing {
    @Composable
    fun compact(height: Dp = 20.dp, inset: Dp = 8.dp): PillDimensions =
        PillDimensions(height = height, inset = inset, type = TextStyle(fontSize = 12.sp, lineHeight = 16.sp))

    @Composable
    fun regular(height: Dp = 28.dp, inset: Dp = 12.dp): PillDimensions =
        PillDimensions(height = height, inset = inset, type = TextStyle(fontSize = 14.sp, lineHeight = 20.sp))
}
