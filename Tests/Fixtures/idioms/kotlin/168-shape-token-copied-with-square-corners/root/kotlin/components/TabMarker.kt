package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.ZeroCornerSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Shapes
import demo.theme.Theme

/** The bar under the selected tab: rounded on top, square where it meets the divider. */
@Composable
fun TabMarker() {
    Box(
        Modifier
            .fillMaxWidth()
            .height(3.dp)
            .background(Theme.colors.brand, Shapes.small.copy(bottomStart = ZeroCornerSize, bottomEnd = ZeroCornerSize)),
    )
}
