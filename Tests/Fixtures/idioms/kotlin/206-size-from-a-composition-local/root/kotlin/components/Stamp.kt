package demo.stamp

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class StampScale { Tiny, Regular, Huge }

/** The scale of every stamp below; a sheet of stamps sets it once. */
val LocalStampScale = staticCompositionLocalOf { StampScale.Regular }

@Composable
fun ProvideStampScale(scale: StampScale, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalStampScale provides scale, content = content)
}

private val StampScale.edge get() = when (this) {
    StampScale.Tiny -> 20.dp
    StampScale.Regular -> 28.dp
    StampScale.Huge -> 40.dp
}

@Composable
fun Stamp(text: String) {
    val scale = LocalStampScale.current
    Box(Modifier.height(scale.edge).background(Color(0xFFFFE08A)).padding(horizontal = if (scale == StampScale.Tiny) 4.dp else 8.dp)) {
        BasicText(text)
    }
}
