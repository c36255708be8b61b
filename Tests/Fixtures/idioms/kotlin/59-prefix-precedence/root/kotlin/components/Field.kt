package demo.form

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A prefix operator binds to its operand, not to the whole condition after it. */
@Composable
fun Field(focused: Boolean = false, isError: Boolean = false) {
    val stroke = if (!focused && isError) Color(0xFFD32F2F) else Color(0xFF9E9E9E)
    val width = if (-1 + 2 > 0 || focused) 2.dp else 1.dp
    Box(Modifier.border(width, stroke, RoundedCornerShape(8.dp)))
}
