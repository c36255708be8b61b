package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape as Round
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color as Rgb
import androidx.compose.ui.unit.dp

/** Palette entries typed with the file's import alias. */
val Online: Rgb = Rgb(0xFF28A138)

@Composable
fun Dot() {
    Box(Modifier.size(8.dp).background(Online, Round))
}
