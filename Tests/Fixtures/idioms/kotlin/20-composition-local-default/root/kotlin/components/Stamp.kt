package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** Whether stamps are drawn dense; screens that want it provide `true`. */
val LocalDenseStamps = staticCompositionLocalOf { false }

/** The ink of a stamp where no screen provides one. */
val LocalStampInk = compositionLocalOf { Color(0xFF3366FF) }

@Composable
fun Stamp(text: String) {
    val dense = LocalDenseStamps.current
    Box(
        modifier = Modifier
            .height(if (dense) 24.dp else 32.dp)
            .background(LocalStampInk.current),
    ) {
        Text(text, color = Color.White)
    }
}
