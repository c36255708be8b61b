package demo.components

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** A label on a lozenge whose ends stay round whatever its height. */
@Composable
fun Lozenge(text: String) {
    Box(
        Modifier
            .height(22.dp)
            .drawBehind { drawRoundRect(Theme.colors.line, cornerRadius = CornerRadius(size.minDimension / 2)) }
            .padding(horizontal = 10.dp),
    ) {
        Text(text, color = Theme.colors.brand)
    }
}
