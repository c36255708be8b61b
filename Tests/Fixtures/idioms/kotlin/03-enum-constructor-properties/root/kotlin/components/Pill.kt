package demo.pills

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

enum class PillSize(val height: Dp, val inset: Dp = 6.dp) {
    Compact(24.dp, 8.dp),
    Regular(height = 32.dp, inset = 12.dp),
    Roomy(40.dp),
}

@Composable
fun Pill(size: PillSize = PillSize.Regular) {
    Row(Modifier.height(size.height).padding(horizontal = size.inset)) {}
}
