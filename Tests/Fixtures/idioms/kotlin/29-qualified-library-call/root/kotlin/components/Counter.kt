package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A count in a box: Material's Text named with its package, so it is not the project's Text. */
@Composable
fun Counter(count: Int) {
    Box(modifier = Modifier.size(DpSize(32.dp, 20.dp)).background(Color(0xFFE6F0FB))) {
        androidx.compose.material3.Text("$count", color = Color(0xFF0B63CE), fontSize = 12.sp)
    }
}
